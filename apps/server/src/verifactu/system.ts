// docs/verifactu.md: the billing system every VERI*FACTU record names (SistemaInformatico), from the installation's
// configuration: the producer (VERIFACTU_PRODUCER_*, else the operator, docs/configuration.md), Rueda's name, id and
// version, and the installation's number. Rueda is used only as a VERI*FACTU system, by several taxpayers.
import type { VerifactuEnvironment, VerifactuSistemaInformatico } from '@rueda/domain';
import { operatorOf, type Env } from '../lib/env.ts';

/** Rueda's own version, as the records state it (apps/server/package.json's). */
export const RUEDA_VERSION = '0.1.0';

export interface VerifactuConfig {
  system: VerifactuSistemaInformatico;
  environment: VerifactuEnvironment;
}

export function verifactuConfigOf(env: Env): VerifactuConfig {
  const operator = operatorOf(env);
  return {
    system: {
      NombreRazon: (env.VERIFACTU_PRODUCER_NAME ?? operator.name).slice(0, 120),
      NIF: env.VERIFACTU_PRODUCER_NIF ?? operator.taxId,
      NombreSistemaInformatico: 'Rueda',
      IdSistemaInformatico: 'RU',
      Version: RUEDA_VERSION,
      NumeroInstalacion: env.VERIFACTU_INSTALLATION_NUMBER,
      TipoUsoPosibleSoloVerifactu: 'S',
      TipoUsoPosibleMultiOT: 'S',
      IndicadorMultiplesOT: 'S',
    },
    environment: env.VERIFACTU_ENVIRONMENT,
  };
}
