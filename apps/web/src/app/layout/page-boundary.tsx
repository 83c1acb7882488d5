import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { PageSpinner } from '@/components/spinner.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';

/**
 * Around the page of the current route: a spinner while its code downloads, the error page when
 * it fails to render or its code cannot be downloaded (e.g. after a deploy), and the top of the
 * new page after a link is followed (back and forward keep the browser's scroll position).
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return (
    <ErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

type Props = { pathname: string; children: ReactNode };
type State = { failed: boolean; pathname: string };

/** Following a link to another page clears the error. */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
