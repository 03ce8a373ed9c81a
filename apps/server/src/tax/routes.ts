import {
  excludeRealisationEvent,
  get9AFilters,
  get9AReport,
  getDanishTaxReport,
  getIskStatement,
  getK4Available,
  getK4Report,
  getNorwegianTaxReport,
  getRealisationEvent,
  getRealisationEvents,
  getRealisationTotals,
  getRealisationTransactionTypes,
  restoreRealisationEvent,
  updateAcquisitionCost,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { realisationEvent, setAcquisitionCost, setExcluded } from './adjustments';
import { ACQUIRING_TYPES, REALISING_TYPES } from '@broker/domain';
import { realisationEvents } from './realisations';
import { realisationTotals } from './totals';
import { k4Available, k4Report } from './k4';
import { finnish9A, finnish9AFilters } from './finland-9a';
import { norwegianReport } from './norway-report';
import { danishReport } from './denmark-report';
import { iskReport } from './sweden-isk-report';

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

export const taxRoutes = [
  defineRoute(getRealisationEvents, ({ deps, access, query }) =>
    realisationEvents(deps.db, access.customerId, query),
  ),
  defineRoute(getRealisationTotals, ({ deps, access, query }) =>
    realisationTotals(deps.db, access.customerId, query),
  ),
  defineRoute(getRealisationTransactionTypes, async () => ({
    realising: [...REALISING_TYPES],
    acquiring: [...ACQUIRING_TYPES],
  })),
  defineRoute(getRealisationEvent, ({ deps, access, params }) =>
    realisationEvent(deps.db, access.customerId, params.transaction_id),
  ),
  defineRoute(excludeRealisationEvent, ({ deps, access, params }) =>
    setExcluded(deps.db, access, params.transaction_id, true, new Date(deps.time.now())),
  ),
  defineRoute(restoreRealisationEvent, ({ deps, access, params }) =>
    setExcluded(deps.db, access, params.transaction_id, false, new Date(deps.time.now())),
  ),
  defineRoute(getK4Report, ({ deps, access, query }) => k4Report(deps.db, access.customerId, query)),
  defineRoute(getK4Available, ({ deps, access }) => k4Available(deps.db, access.customerId)),
  defineRoute(get9AReport, ({ deps, access, query }) => finnish9A(deps.db, access.customerId, query)),
  defineRoute(get9AFilters, ({ deps, access }) => finnish9AFilters(deps.db, access.customerId)),
  defineRoute(getNorwegianTaxReport, ({ deps, access, query }) =>
    norwegianReport(deps.db, access.customerId, query, today(deps.time.now())),
  ),
  defineRoute(getIskStatement, ({ deps, access, query }) => iskReport(deps.db, access.customerId, query)),
  defineRoute(getDanishTaxReport, ({ deps, access, query }) =>
    danishReport(deps.db, access.customerId, query),
  ),
  defineRoute(updateAcquisitionCost, ({ deps, access, params, body }) =>
    setAcquisitionCost(
      deps.db,
      access,
      params.transaction_id,
      body.acquisition_cost,
      new Date(deps.time.now()),
    ),
  ),
];
