// A part of a screen whose code loads when it is first drawn (React.lazy): while it comes, nothing; if it cannot come
// (no connection on a device that never kept it, a release that replaced it), the part says so with "Recargar", and
// the rest of the screen stays (docs/product.md §30.6). React keeps a failed lazy load failed: only a reload tries again.
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';

/** In the offline texts (§30), fetched when first needed: out of every screen's first load. */
function PartUnavailable() {
  const { t } = useTranslation('offline');
  return (
    <LoadError
      title={t('partUnavailable.title')}
      description={t('partUnavailable.description')}
      retryLabel={t('partUnavailable.reload')}
      onRetry={() => window.location.reload()}
    />
  );
}

export class LazyPart extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render() {
    if (this.state.hasFailed)
      return (
        <Suspense fallback={null}>
          <PartUnavailable />
        </Suspense>
      );
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
