// The workshop's phone (a tap calls it) and address, as the customers' pages show them under its name.
import { telHref } from './format';

export function WorkshopContact({
  phone,
  address,
  callLabel,
  addressLabel,
}: {
  phone: string;
  address: string;
  /** "Llamar al <phone>", in the page's words. */
  callLabel: string;
  addressLabel: string;
}) {
  return (
    <div className="rp-stack-xs">
      {phone ? (
        <a href={telHref(phone)} className="rp-large rp-strong">
          {callLabel}
        </a>
      ) : null}
      {address ? <p className="rp-small rp-dimmed">{addressLabel}</p> : null}
    </div>
  );
}
