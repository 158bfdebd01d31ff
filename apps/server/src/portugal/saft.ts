// The SAF-T (PT) 1.04_01 invoicing file (Portaria 302/2016, annex I; the AT's XSD of 2022-05-17, kept in xsd/):
// the header, the master files and SourceDocuments.SalesInvoices, written by hand in the XSD's element order from the
// domain's SaftInvoicingFile. The XSD's XSD 1.1 assertions, which libxml2 cannot run, are checked here instead.
import {
  checkPortugueseDateTime,
  checkPortugueseDay,
  formatPortugueseAmount,
  invalidField,
  type SaftAddress,
  type SaftCustomer,
  type SaftHeader,
  type SaftInvoice,
  type SaftInvoicingFile,
  type SaftLine,
  type SaftProduct,
  type SaftTaxTableEntry,
  type SaftVat,
} from '@rueda/domain';
import { xmlElement } from '../lib/xml-text.ts';

export const SAFT_NAMESPACE = 'urn:OECD:StandardAuditFile-Tax:PT_1.04_01';
const UNKNOWN = 'Desconhecido';

type Part = string | false | undefined;
const join = (parts: readonly Part[]): string => parts.filter((part): part is string => typeof part === 'string').join('\n');
const group = (name: string, parts: readonly Part[]): string => `<${name}>\n${join(parts)}\n</${name}>`;
const optional = (name: string, value: string | undefined, field: string): Part => value !== undefined && xmlElement(name, value, field);
const amount = (name: string, cents: number, field: string): string => xmlElement(name, formatPortugueseAmount(cents, field), field);
const day = (name: string, value: string, field: string): string => xmlElement(name, checkPortugueseDay(value, field), field);
const dateTime = (name: string, value: string, field: string): string => xmlElement(name, checkPortugueseDateTime(value, field), field);

/** A rate in basis points as TaxPercentage writes it: 2300 → "23.00". */
function percentage(rateBp: number, field: string): string {
  return formatPortugueseAmount(rateBp, field);
}

function address(name: string, value: SaftAddress, field: string): string {
  return group(name, [
    optional('BuildingNumber', value.buildingNumber, `${field}.buildingNumber`),
    optional('StreetName', value.streetName, `${field}.streetName`),
    xmlElement('AddressDetail', value.addressDetail, `${field}.addressDetail`),
    xmlElement('City', value.city, `${field}.city`),
    xmlElement('PostalCode', value.postalCode, `${field}.postalCode`),
    optional('Region', value.region, `${field}.region`),
    xmlElement('Country', value.country, `${field}.country`),
  ]);
}

function header(value: SaftHeader): string {
  const field = 'header';
  return group('Header', [
    xmlElement('AuditFileVersion', '1.04_01', field),
    xmlElement('CompanyID', value.companyId, `${field}.companyId`),
    xmlElement('TaxRegistrationNumber', value.taxRegistrationNumber, `${field}.taxRegistrationNumber`),
    // 1.4: "F", a program that invoices (its receipts and transport documents, if any, go in the same file).
    xmlElement('TaxAccountingBasis', 'F', field),
    xmlElement('CompanyName', value.companyName, `${field}.companyName`),
    optional('BusinessName', value.businessName, `${field}.businessName`),
    address('CompanyAddress', value.companyAddress, `${field}.companyAddress`),
    xmlElement('FiscalYear', String(value.fiscalYear), `${field}.fiscalYear`),
    day('StartDate', value.startDate, `${field}.startDate`),
    day('EndDate', value.endDate, `${field}.endDate`),
    xmlElement('CurrencyCode', 'EUR', field),
    day('DateCreated', value.dateCreated, `${field}.dateCreated`),
    xmlElement('TaxEntity', value.taxEntity, `${field}.taxEntity`),
    xmlElement('ProductCompanyTaxID', value.productCompanyTaxId, `${field}.productCompanyTaxId`),
    xmlElement('SoftwareCertificateNumber', value.softwareCertificateNumber, `${field}.softwareCertificateNumber`),
    xmlElement('ProductID', value.productId, `${field}.productId`),
    xmlElement('ProductVersion', value.productVersion, `${field}.productVersion`),
    optional('Telephone', value.telephone, `${field}.telephone`),
    optional('Email', value.email, `${field}.email`),
    optional('Website', value.website, `${field}.website`),
  ]);
}

function customer(value: SaftCustomer, index: number): string {
  const field = `customers.${index}`;
  return group('Customer', [
    xmlElement('CustomerID', value.customerId, `${field}.customerId`),
    xmlElement('AccountID', value.accountId ?? UNKNOWN, `${field}.accountId`),
    xmlElement('CustomerTaxID', value.customerTaxId, `${field}.customerTaxId`),
    xmlElement('CompanyName', value.companyName, `${field}.companyName`),
    address('BillingAddress', value.billingAddress, `${field}.billingAddress`),
    optional('Telephone', value.telephone, `${field}.telephone`),
    optional('Email', value.email, `${field}.email`),
    // 2.2.12: no self-billing agreement with any customer.
    xmlElement('SelfBillingIndicator', '0', field),
  ]);
}

function product(value: SaftProduct, index: number): string {
  const field = `products.${index}`;
  return group('Product', [
    xmlElement('ProductType', value.productType, `${field}.productType`),
    xmlElement('ProductCode', value.productCode, `${field}.productCode`),
    optional('ProductGroup', value.productGroup, `${field}.productGroup`),
    xmlElement('ProductDescription', value.productDescription, `${field}.productDescription`),
    xmlElement('ProductNumberCode', value.productNumberCode ?? value.productCode, `${field}.productNumberCode`),
  ]);
}

function vat(value: SaftVat, field: string): Part[] {
  return [
    xmlElement('TaxType', 'IVA', field),
    xmlElement('TaxCountryRegion', value.region, `${field}.region`),
    xmlElement('TaxCode', value.code, `${field}.code`),
  ];
}

function taxTableEntry(value: SaftTaxTableEntry, index: number): string {
  const field = `taxTable.${index}`;
  return group('TaxTableEntry', [
    ...vat(value, field),
    xmlElement('Description', value.description, `${field}.description`),
    xmlElement('TaxPercentage', percentage(value.rateBp, `${field}.rateBp`), `${field}.rateBp`),
  ]);
}

/** The XSD's assertions on a line (XSD 1.1, which libxml2 skips): an exemption's reason and code iff the rate is 0. */
function checkExemption(value: SaftLine, field: string): void {
  if ((value.tax.rateBp === 0) !== (value.taxExemption !== undefined)) {
    throw invalidField(`${field}.taxExemption`, 'A line at 0 % names its exemption (reason and code M01…); a taxed line names none.');
  }
  if (value.taxExemption && !/^M[0-9]{2}$/.test(value.taxExemption.code)) {
    throw invalidField(`${field}.taxExemption.code`, 'An exemption code is M and two digits (M01…M99).');
  }
}

function line(value: SaftLine, index: number, invoice: SaftInvoice, field: string): string {
  checkExemption(value, field);
  // 4.1.4.19.13/14: a credit note's lines are debits of the sales account; every other document's, credits.
  const side = invoice.invoiceType === 'NC' ? 'DebitAmount' : 'CreditAmount';
  return group('Line', [
    xmlElement('LineNumber', String(index + 1), field),
    xmlElement('ProductCode', value.productCode, `${field}.productCode`),
    xmlElement('ProductDescription', value.productDescription, `${field}.productDescription`),
    xmlElement('Quantity', String(value.quantity), `${field}.quantity`),
    xmlElement('UnitOfMeasure', value.unitOfMeasure, `${field}.unitOfMeasure`),
    amount('UnitPrice', value.unitPriceCents, `${field}.unitPriceCents`),
    day('TaxPointDate', value.taxPointDate, `${field}.taxPointDate`),
    ...(value.references ?? []).map((reference, at) =>
      group('References', [
        xmlElement('Reference', reference.reference, `${field}.references.${at}.reference`),
        optional('Reason', reference.reason, `${field}.references.${at}.reason`),
      ]),
    ),
    xmlElement('Description', value.description, `${field}.description`),
    amount(side, value.amountCents, `${field}.amountCents`),
    group('Tax', [
      ...vat(value.tax, `${field}.tax`),
      xmlElement('TaxPercentage', percentage(value.tax.rateBp, `${field}.tax.rateBp`), field),
    ]),
    value.taxExemption && xmlElement('TaxExemptionReason', value.taxExemption.reason, `${field}.taxExemption.reason`),
    value.taxExemption && xmlElement('TaxExemptionCode', value.taxExemption.code, `${field}.taxExemption.code`),
    value.settlementAmountCents !== undefined && amount('SettlementAmount', value.settlementAmountCents, `${field}.settlementAmountCents`),
  ]);
}

function invoice(value: SaftInvoice, index: number): string {
  const field = `invoices.${index}`;
  // 4.1.4.20.3: GrossTotal is NetTotal plus the taxes of TaxPayable (no withholding is written).
  if (value.netTotalCents + value.taxPayableCents !== value.grossTotalCents) {
    throw invalidField(`${field}.grossTotalCents`, 'The gross total is the net total plus the taxes.');
  }
  if (value.lines.length === 0) throw invalidField(`${field}.lines`, 'A document has one line at least.');
  return group('Invoice', [
    xmlElement('InvoiceNo', value.invoiceNo, `${field}.invoiceNo`),
    xmlElement('ATCUD', value.atcud, `${field}.atcud`),
    group('DocumentStatus', [
      xmlElement('InvoiceStatus', value.status, `${field}.status`),
      dateTime('InvoiceStatusDate', value.statusDate, `${field}.statusDate`),
      optional('Reason', value.statusReason, `${field}.statusReason`),
      xmlElement('SourceID', value.statusSourceId, `${field}.statusSourceId`),
      xmlElement('SourceBilling', value.sourceBilling, `${field}.sourceBilling`),
    ]),
    xmlElement('Hash', value.hash, `${field}.hash`),
    xmlElement('HashControl', value.hashControl, `${field}.hashControl`),
    value.period !== undefined && xmlElement('Period', String(value.period), `${field}.period`),
    day('InvoiceDate', value.invoiceDate, `${field}.invoiceDate`),
    xmlElement('InvoiceType', value.invoiceType, `${field}.invoiceType`),
    // 4.1.4.9: no self-billing, no cash VAT scheme, not on behalf of third parties.
    group('SpecialRegimes', [
      xmlElement('SelfBillingIndicator', '0', field),
      xmlElement('CashVATSchemeIndicator', '0', field),
      xmlElement('ThirdPartiesBillingIndicator', '0', field),
    ]),
    xmlElement('SourceID', value.sourceId, `${field}.sourceId`),
    dateTime('SystemEntryDate', value.systemEntryDate, `${field}.systemEntryDate`),
    xmlElement('CustomerID', value.customerId, `${field}.customerId`),
    ...value.lines.map((each, at) => line(each, at, value, `${field}.lines.${at}`)),
    group('DocumentTotals', [
      amount('TaxPayable', value.taxPayableCents, `${field}.taxPayableCents`),
      amount('NetTotal', value.netTotalCents, `${field}.netTotalCents`),
      amount('GrossTotal', value.grossTotalCents, `${field}.grossTotalCents`),
      ...(value.payments ?? []).map((payment, at) =>
        group('Payment', [
          xmlElement('PaymentMechanism', payment.mechanism, `${field}.payments.${at}.mechanism`),
          amount('PaymentAmount', payment.amountCents, `${field}.payments.${at}.amountCents`),
          day('PaymentDate', payment.date, `${field}.payments.${at}.date`),
        ]),
      ),
    ]),
  ]);
}

/** 4.1.1 to 4.1.3: every document counts; the debit and credit sums leave out cancelled (A) and invoiced (F) ones. */
function controlSums(invoices: readonly SaftInvoice[]): { debitCents: number; creditCents: number } {
  let debitCents = 0;
  let creditCents = 0;
  for (const each of invoices) {
    if (each.status === 'A' || each.status === 'F') continue;
    const lines = each.lines.reduce((sum, value) => sum + value.amountCents, 0);
    if (each.invoiceType === 'NC') debitCents += lines;
    else creditCents += lines;
  }
  return { debitCents, creditCents };
}

/** The file's XML, UTF-8, elements in the XSD's order. */
export function saftInvoicingXml(file: SaftInvoicingFile): string {
  const { debitCents, creditCents } = controlSums(file.invoices);
  const salesInvoices = group('SalesInvoices', [
    xmlElement('NumberOfEntries', String(file.invoices.length), 'invoices'),
    amount('TotalDebit', debitCents, 'invoices'),
    amount('TotalCredit', creditCents, 'invoices'),
    ...file.invoices.map(invoice),
  ]);
  const masterFiles = group('MasterFiles', [
    ...file.customers.map(customer),
    ...file.products.map(product),
    file.taxTable.length > 0 && group('TaxTable', file.taxTable.map(taxTableEntry)),
  ]);
  const body = join([header(file.header), masterFiles, group('SourceDocuments', [salesInvoices])]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<AuditFile xmlns="${SAFT_NAMESPACE}">\n${body}\n</AuditFile>\n`;
}
