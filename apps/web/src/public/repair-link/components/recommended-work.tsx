// docs/product.md §31.1: work recommended on the bike at another visit and not done, offered for the next one: what
// and how many, the price of one when it was recommended (which may have changed since) and its day. Only what the
// public answer holds: no note, no staff. Nothing at all when there is none.
import { formatAmount, formatLongDay, type TPublicRepair } from '@rueda/domain';
import { useTexts } from '../texts';

export function RecommendedWork({ repair }: { repair: TPublicRepair }) {
  const { t, language } = useTexts();
  const { recommendations } = repair;
  if (recommendations.length === 0) return null;
  return (
    <section className="rp-card rp-stack-sm" aria-labelledby="recommended-title">
      <h2 id="recommended-title">{t('recommended.title')}</h2>
      <ul className="rp-list">
        {recommendations.map((item, index) => (
          <li key={`${item.recommendedDay}-${index}`} className="rp-row">
            <div>
              <p>{t('estimate.line', { quantity: item.quantity, title: item.title })}</p>
              <p className="rp-xs rp-dimmed">
                {t('recommended.on', { date: formatLongDay(item.recommendedDay, language, { weekday: false }) })}
              </p>
            </div>
            <span className="rp-nowrap">{t('recommended.price', { amount: formatAmount(item.price, repair.estimate.currency.code) })}</span>
          </li>
        ))}
      </ul>
      <p className="rp-small rp-dimmed">{t('recommended.priceNote')}</p>
    </section>
  );
}
