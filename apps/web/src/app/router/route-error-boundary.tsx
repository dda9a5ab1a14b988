import { Component, type ReactNode } from 'react';
import { Outlet, useLocation, type Location } from 'react-router';
import { RouteErrorPage } from '../pages/route-error-page';

interface State {
  /** What was thrown (boxed: anything may be thrown, `undefined` too). */
  failure: { error: unknown } | null;
  location: Location;
}

class Boundary extends Component<
  { location: Location; embedded: boolean; children: ReactNode },
  State
> {
  override state: State = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  /** Another page was opened: its routes render afresh (React Router's own boundary does so). */
  static getDerivedStateFromProps(
    props: { location: Location },
    state: State,
  ): Partial<State> | null {
    return props.location === state.location ? null : { failure: null, location: props.location };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return <RouteErrorPage error={failure.error} embedded={this.props.embedded} />;
  }
}

/**
 * A route's error boundary (the routes are declared, not a data router: docs/budgets.md#bundle-size):
 * an error while rendering the routes below — a page's code that failed to load, a bug — shows the
 * error page in their place, inside the layout when `embedded`, until another page is opened.
 */
export function RouteErrorBoundary({ embedded = false }: { embedded?: boolean }) {
  const location = useLocation();
  return (
    <Boundary location={location} embedded={embedded}>
      <Outlet />
    </Boundary>
  );
}
