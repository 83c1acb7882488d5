import * as msg from '@servihogar/shared/messages';
import { Button } from '@/components/button.tsx';
import { NearbyCarousel } from './nearby-carousel.tsx';
import { NearbyPrompt } from './nearby-prompt.tsx';
import { type NearbyState, useNearby } from './use-nearby.ts';

/** The question, the position, the call and their states (product §3/§4 'Nearby'). */
export function Nearby() {
  const nearby = useNearby();
  // A refusal stored earlier (in the app or by the browser) hides the whole section.
  if (nearby.permission === 'denied' && nearby.status === 'idle') return null;
  return (
    <section aria-labelledby="cerca-titulo" className="flex flex-col gap-4">
      <h2 id="cerca-titulo" className="text-2xl font-bold tracking-tight">
        {msg.pages.nearbyTitle}
      </h2>
      <NearbyBody nearby={nearby} />
    </section>
  );
}

function NearbyBody({ nearby }: { nearby: NearbyState }) {
  if (nearby.permission === null) {
    return <NearbyPrompt onAccept={nearby.accept} onRefuse={nearby.refuse} />;
  }
  if (nearby.status === 'loading') return <NearbySkeleton />;
  if (nearby.status === 'failed') {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-300"
      >
        <p className="font-medium">{nearby.error}</p>
        {nearby.retry && (
          <Button variant="secondary" onClick={nearby.retry}>
            Reintentar
          </Button>
        )}
      </div>
    );
  }
  if (nearby.professionals.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-muted ring-1 ring-stone-200">
        {msg.nearby.empty}
      </p>
    );
  }
  return <NearbyCarousel professionals={nearby.professionals} />;
}

function NearbySkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-3">
      <span role="status" className="sr-only">
        Buscando profesionales cerca tuyo...
      </span>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className={`${i > 0 ? 'hidden md:flex' : 'flex'} h-64 animate-pulse flex-col items-center gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200`}
        >
          <div className="size-24 rounded-full bg-stone-200" />
          <div className="h-5 w-2/3 rounded bg-stone-200" />
          <div className="h-4 w-1/2 rounded bg-stone-200" />
        </div>
      ))}
    </div>
  );
}
