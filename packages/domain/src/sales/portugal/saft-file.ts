// What a SAF-T (PT) 1.04_01 invoicing file holds (Portaria 302/2016, annex I; the AT's XSD of 2022-05-17): the
// header, the master files a month's documents name, and each document of SalesInvoices with its lines, taxes and
// signature. The server writes it as XML (apps/server/src/portugal/saft.ts). Amounts are cents without VAT where
// SAF-T's fields are (UnitPrice, the lines' amounts, NetTotal), days are YYYY-MM-DD and times the local
// YYYY-MM-DDThh:mm:ss (formats.ts).
import type { PortugueseTaxSpace } from './qr-string.ts';
import type { SaftTaxCode } from '../vat-rates.ts';

/** An address as SAF-T writes it; a final consumer's parts are "Desconhecido" (2.2.6). */
export interface SaftAddress {
  buildingNumber?: string;
  streetName?: string;
  /** The street, number and floor. */
  addressDetail: string;
  city: string;
  postalCode: string;
  region?: string;
  /** ISO 3166-1 alpha-2; a customer's may be "Desconhecido". */
  country: string;
}

/** 1. Header. The file's version ("1.04_01"), TaxAccountingBasis ("F", invoicing) and currency (EUR) are fixed. */
export interface SaftHeader {
  /** 1.2: the commercial registry office and number separated by a space, or the NIF when there is none. */
  companyId: string;
  /** 1.3: the company's NIF, nine digits. */
  taxRegistrationNumber: string;
  companyName: string;
  businessName?: string;
  companyAddress: SaftAddress;
  fiscalYear: number;
  startDate: string;
  endDate: string;
  dateCreated: string;
  /** 1.13: the establishment the file is of, or "Global". */
  taxEntity: string;
  /** 1.14: the NIF of the program's producer. */
  productCompanyTaxId: string;
  /** 1.15: the AT's certificate number of the program, "0" while it has none. */
  softwareCertificateNumber: string;
  /** 1.16: "Product name/company name" ("Rueda/…"). */
  productId: string;
  productVersion: string;
  telephone?: string;
  email?: string;
  website?: string;
}

/** 2.2 Customer. */
export interface SaftCustomer {
  customerId: string;
  /** 2.2.2: the customer's account in the chart of accounts, "Desconhecido" when there is none (the default). */
  accountId?: string;
  /** 2.2.3: without the country's prefix; 999999990 for the final consumer. */
  customerTaxId: string;
  companyName: string;
  billingAddress: SaftAddress;
  telephone?: string;
  email?: string;
}

/** 2.4 Product: P goods, S services, O others (freight, advances), E excise duties, I other taxes. */
export interface SaftProduct {
  productType: 'P' | 'S' | 'O' | 'E' | 'I';
  productCode: string;
  productGroup?: string;
  productDescription: string;
  /** 2.4.5: the EAN, or the product code when there is none (the default). */
  productNumberCode?: string;
}

/** A line's or the tax table's VAT: its fiscal space, its code and its rate in basis points (2300 = 23 %). */
export interface SaftVat {
  region: PortugueseTaxSpace;
  code: SaftTaxCode;
  rateBp: number;
}

/** 2.5 TaxTable's entry, one per rate the file's lines use. */
export interface SaftTaxTableEntry extends SaftVat {
  description: string;
}

/** 4.1.4.19.10: a rectifying document's reference to the invoice it corrects, by its InvoiceNo. */
export interface SaftReference {
  reference: string;
  reason?: string;
}

/** 4.1.4.19 Line. */
export interface SaftLine {
  productCode: string;
  productDescription: string;
  quantity: number;
  unitOfMeasure: string;
  /** 4.1.4.19.7: the unit price without VAT, after discounts. */
  unitPriceCents: number;
  /** 4.1.4.19.9: the day the goods were sent or the service done. */
  taxPointDate: string;
  references?: readonly SaftReference[];
  description: string;
  /** 4.1.4.19.13/14: the line's amount without VAT, a credit on an invoice, a debit on a credit note. */
  amountCents: number;
  tax: SaftVat;
  /** 4.1.4.19.16/17: the reason and code (M01…) of an exemption, required when the rate is 0 and only then. */
  taxExemption?: { reason: string; code: string };
  settlementAmountCents?: number;
}

/** 4.1.4.20.6: a payment of the document (an invoice-receipt's or a simplified invoice's). */
export interface SaftPayment {
  /** NU cash, CC credit card, CD debit card, MB Multibanco references, TB transfer, CH cheque, OU other… */
  mechanism: 'CC' | 'CD' | 'CH' | 'CI' | 'CO' | 'CS' | 'DE' | 'LC' | 'MB' | 'NU' | 'OU' | 'PR' | 'TB' | 'TR';
  amountCents: number;
  date: string;
}

/** 4.1.4 Invoice: a document of SalesInvoices as it stands at the file's end. */
export interface SaftInvoice {
  /** 4.1.4.1: type, space, series, "/", number ("FT F2026/15"). */
  invoiceNo: string;
  atcud: string;
  /** 4.1.4.3: N normal, A cancelled, F invoiced, S self-billing, R summary; when, why, who, and where it was made. */
  status: 'N' | 'A' | 'F' | 'S' | 'R';
  statusDate: string;
  statusReason?: string;
  statusSourceId: string;
  /** P made by this program, I integrated from another, M recovered or manual. */
  sourceBilling: 'P' | 'I' | 'M';
  /** 4.1.4.4/5: the signature, and the version of the private key that made it ("1"). */
  hash: string;
  hashControl: string;
  /** 4.1.4.6: the month of the fiscal year, 1 to 12. */
  period?: number;
  invoiceDate: string;
  invoiceType: 'FT' | 'FS' | 'FR' | 'ND' | 'NC';
  /** 4.1.4.10: the user who made the document. */
  sourceId: string;
  systemEntryDate: string;
  customerId: string;
  lines: readonly SaftLine[];
  /** 4.1.4.20: the totals, VAT (TaxPayable), without it (NetTotal) and with it (GrossTotal), and the payments. */
  taxPayableCents: number;
  netTotalCents: number;
  grossTotalCents: number;
  payments?: readonly SaftPayment[];
}

/** A month's (or any period's) invoicing file: SalesInvoices and the master files its documents name. */
export interface SaftInvoicingFile {
  header: SaftHeader;
  customers: readonly SaftCustomer[];
  products: readonly SaftProduct[];
  taxTable: readonly SaftTaxTableEntry[];
  invoices: readonly SaftInvoice[];
}

/** 2.2.6 and 2.2.3: the generic customer of final consumers, "Consumidor final", NIF 999999990, address unknown. */
export function finalConsumerCustomer(customerId: string): SaftCustomer {
  const unknown = 'Desconhecido';
  return {
    customerId,
    accountId: unknown,
    customerTaxId: '999999990',
    companyName: 'Consumidor final',
    billingAddress: { addressDetail: unknown, city: unknown, postalCode: unknown, country: unknown },
  };
}
