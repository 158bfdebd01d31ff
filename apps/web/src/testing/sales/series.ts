// salesSeriesUpdate for the sales screens' fake server (docs/product.md §29.8), as apps/server/src/services/
// portugal-signature.ts answers it: the code's form checked with the domain's checkSeriesValidationCode, the same code
// again changes nothing, and a series that numbered documents with its code keeps it.
import { checkSeriesValidationCode, FunctionError, type FunctionInput, type TSalesSeries, type TSalesTaxSettings } from '@rueda/domain';
import { failure } from '@/testing/fake-server';

export interface SeriesState {
  settings: TSalesTaxSettings | null;
  series: TSalesSeries[];
}

/** Answers salesSeriesUpdate on `state`; the series named in `numbered` have issued documents with their code. */
export function updateSeries(state: SeriesState, input: FunctionInput<'salesSeriesUpdate'>, numbered: readonly string[] = []) {
  try {
    const code = checkSeriesValidationCode(input.validationCode);
    const series = state.series.find((each) => each.id === input.id);
    if (!series) throw new FunctionError('not-found', 'This series does not exist.');
    if (series.validationCode !== code) {
      if (series.validationCode !== null && numbered.includes(series.id))
        throw new FunctionError('failed-precondition', "The series already numbered documents with its code: the AT's code stays.", {
          reason: 'series-in-use',
          seriesId: series.id,
        });
      series.validationCode = code;
    }
    return { settings: state.settings, series: state.series };
  } catch (error) {
    if (!(error instanceof FunctionError)) throw error;
    return failure(error.code, { message: error.message, details: error.details });
  }
}
