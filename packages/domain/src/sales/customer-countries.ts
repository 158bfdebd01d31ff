// The countries a customer of a full invoice may be from, as each tax authority's schema lists them (docs/product.md
// §29.1, §29.4): ISO 3166-1 alpha-2 codes, kept as published. Portugal's SAF-T (PT) 1.04_01 XSD (CustomerCountry) adds
// Kosovo's XK; the AEAT's SuministroInformacion.xsd (CountryType2, for IDOtro's CodigoPais) leaves out regions it counts
// within their state (AX, BL, EH, GF, GP, MF, MQ, RE, SJ) and adds its own QU, XB, XG, XN and XU. A code the workshop's
// authority does not list would make a record or a file the authority refuses, so it is refused as it is typed.
import { invalidField } from '../errors.ts';

/** SAF-T (PT) 1.04_01, simple type CustomerCountry, without its "Desconhecido". */
export const SAFT_PT_COUNTRIES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/** The AEAT's VERI*FACTU SuministroInformacion.xsd, simple type CountryType2. */
export const VERIFACTU_COUNTRIES: readonly string[] = (
  'AF AL DE AD AO AI AQ AG SA DZ AR AM AW AU AT AZ BS BH BD BB BE BZ BJ BM BY BO BA BW BV BR BN BG ' +
  'BF BI BT CV KY KH CM CA CF CC CO KM CG CD CK KP KR CI CR HR CU TD CZ CL CN CY CW DK DM DO EC EG ' +
  'AE ER SK SI ES US EE ET FO PH FI FJ FR GA GM GE GS GH GI GD GR GL GU GT GG GN GQ GW GY HT HM HN ' +
  'HK HU IN ID IR IQ IE IM IS IL IT JM JP JE JO KZ KE KG KI KW LA LS LV LB LR LY LI LT LU XG MO MK ' +
  'MG MY MW MV ML MT FK MP MA MH MU MR YT UM MX FM MD MC MN ME MS MZ MM NA NR CX NP NI NE NG NU NF ' +
  'NO NC NZ IO OM NL BQ PK PW PA PG PY PE PN PF PL PT PR QA GB RW RO RU SB SV WS AS KN SM SX PM VC ' +
  'SH LC ST SN RS SC SL SG SY SO LK SZ ZA SD SS SE CH SR TH TW TZ TJ PS TF TL TG TK TO TT TN TC TM ' +
  'TR TV UA UG UY UZ VU VA VE VN VG VI WF YE DJ ZM ZW QU XB XU XN'
).split(' ');

const BY_AUTHORITY = { ES: new Set(VERIFACTU_COUNTRIES), PT: new Set(SAFT_PT_COUNTRIES) } as const;

/** Whether a customer from `country` can be named on a document of a workshop of `workshopCountry`. */
export function isCustomerCountry(workshopCountry: 'ES' | 'PT', country: string): boolean {
  return BY_AUTHORITY[workshopCountry].has(country);
}

/** The customer's country, or invalid-argument naming `field` when the workshop's tax authority does not list it. */
export function checkCustomerCountry(workshopCountry: 'ES' | 'PT', country: string, field: string): string {
  if (!isCustomerCountry(workshopCountry, country)) throw invalidField(field, 'This country is not one the tax authority lists.');
  return country;
}
