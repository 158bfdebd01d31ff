// A part of a screen whose code loads when it is first drawn (React.lazy): while it comes, nothing; if it cannot come
// (no connection on a device that never kept it, a release that replaced it), the part says so with "Recargar", and
// the rest of the screen stays (docs/product.md §30.6). React keeps a failed lazy load failed: only a reload tries again.
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';

function PartUnavailable() {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('shell.partUnavailable.title')}
      description={t('shell.partUnavailable.description')}
      retryLabel={t('shell.partUnavailable.reload')}
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
    if (this.state.hasFailed) return <PartUnavailable />;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
