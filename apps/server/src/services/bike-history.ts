// docs/product.md §31.3: a bike's history, read from what the bike's page already reads — its repairs, its suspension
// units (suspensionsList's), its open recommendations (recommendationsList's) — with the repairs' lines, mechanics,
// dates and photos, and what it cost per year on the workshop's clock; and the same drawn as a PDF for the customer.
import { bikeHistoryRepairOf, bikeHistoryTotals, type Language, type TBike, type TBikesHistoryOutput } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { readWorkshopHeading } from '../data/booking-settings.ts';
import { bikeRepairDocuments } from '../data/customer-repairs.ts';
import { requireBike } from '../data/customers.ts';
import { listMechanics } from '../data/mechanics.ts';
import { customerPhotos } from '../data/photos.ts';
import { listSuspensions } from '../data/suspensions.ts';
import { bikeHistoryFileName, renderBikeHistoryPdf } from '../sales-pdf/bike-history-pdf.ts';
import { listBikeRecommendations } from './recommendations.ts';

/** The bike's history; another workshop's bike, or none, is not-found (field `id`). */
export async function bikeHistory(db: Db, workshopId: string, bikeId: string, now: Date): Promise<TBikesHistoryOutput> {
  const { history } = await readHistory(db, workshopId, bikeId, now);
  return history;
}

async function readHistory(db: Db, workshopId: string, bikeId: string, now: Date) {
  const bike = await requireBike(db, workshopId, bikeId);
  const [documents, mechanics, workshop, suspensions, recommendations] = await Promise.all([
    bikeRepairDocuments(db, workshopId, bikeId, now),
    listMechanics(db, workshopId),
    readWorkshopHeading(db, workshopId),
    listSuspensions(db, workshopId, bikeId, now),
    listBikeRecommendations(db, workshopId, { bikeId, all: false }),
  ]);
  const photos = await customerPhotos(
    db,
    workshopId,
    documents.map((repair) => repair.id),
    [],
  );
  const mechanicNames = new Map(mechanics.map((mechanic) => [mechanic.id, mechanic.name]));
  const repairs = documents.map((repair) =>
    bikeHistoryRepairOf(
      repair,
      mechanicNames,
      photos.filter((photo) => photo.repairId === repair.id).map((photo) => photo.id),
    ),
  );
  const history: TBikesHistoryOutput = {
    bikeId,
    timeZone: workshop.timeZone,
    repairs,
    totals: bikeHistoryTotals(repairs, workshop.timeZone),
    suspensions,
    recommendations,
  };
  return { bike, workshop, history };
}

/** The history as the PDF the customer takes away, in `language`: no personal data of any owner (docs/product.md §31.3). */
export async function bikeHistoryFile(
  db: Db,
  workshopId: string,
  bikeId: string,
  language: Language,
  now: Date,
): Promise<{ fileName: string; content: Buffer; bike: TBike }> {
  const { bike, workshop, history } = await readHistory(db, workshopId, bikeId, now);
  const content = await renderBikeHistoryPdf(
    { bike, history, workshop: { name: workshop.name, currency: workshop.currency } },
    { language, now },
  );
  return { fileName: bikeHistoryFileName(bike, language), content, bike };
}
