import { lazy, Suspense, useState } from 'react';
import { FALLBACK_CATEGORIES, useCategories } from '@/lib/categories.ts';
import { isSignedIn, useSessionUser } from '@/lib/session.tsx';
import { CategoryCarousel } from './category-carousel.tsx';

// Only anonymous visitors who click need the dialog code, so it loads on that first click.
const SignInPrompt = lazy(() => import('./sign-in-prompt.tsx').then((m) => ({ default: m.SignInPrompt })));

const HIDDEN_SLUGS = new Set(['otros']);

export function CategoriesSection() {
  const user = useSessionUser();
  const { data } = useCategories();
  const [prompted, setPrompted] = useState<string | null>(null);
  // The fixed set shows at once (and stays if the call fails); the server list replaces it.
  const categories = (data && data.length > 0 ? data : FALLBACK_CATEGORIES).filter(
    (c) => !HIDDEN_SLUGS.has(c.slug),
  );

  return (
    <section id="categorias" aria-labelledby="categorias-titulo" className="scroll-mt-24">
      <h2 id="categorias-titulo" className="text-2xl font-bold tracking-tight">
        ¿Qué servicio necesitás?
      </h2>
      <p className="mt-1 mb-5 text-muted">Elegí una categoría para ver a los profesionales disponibles.</p>
      <CategoryCarousel
        categories={categories}
        onBlockedClick={isSignedIn(user) ? undefined : (category) => setPrompted(category.label)}
      />
      {prompted !== null && (
        <Suspense fallback={null}>
          <SignInPrompt category={prompted} onClose={() => setPrompted(null)} />
        </Suspense>
      )}
    </section>
  );
}
