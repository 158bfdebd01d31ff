// A customer's page whose data could not be read: what happened (too many tries from this connection, or anything
// else) and a way to try again, in the page's own words.

export function LoadFailure({
  title,
  text,
  retryLabel,
  onRetry,
}: {
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="rp-alert rp-stack-sm" role="alert">
      <p className="rp-alert-title">{title}</p>
      <p className="rp-small">{text}</p>
      <div>
        <button type="button" className="rp-button rp-button-light" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </div>
  );
}
