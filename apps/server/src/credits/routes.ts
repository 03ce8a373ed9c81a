import {
  activateIntradayLimit as activateCall,
  deactivateIntradayLimit as deactivateCall,
  getIntradayLimit as getCall,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { activateIntradayLimit, deactivateIntradayLimit, intradayStatus } from './service';

export const creditRoutes = [
  defineRoute(getCall, ({ deps, access, params }) =>
    intradayStatus(deps, access.customerId, params.countryCode),
  ),
  defineRoute(activateCall, ({ deps, access, params, body }) =>
    activateIntradayLimit(deps, access.customerId, params.countryCode, body),
  ),
  defineRoute(deactivateCall, ({ deps, access, params }) =>
    deactivateIntradayLimit(deps, access.customerId, params.countryCode, params.accid),
  ),
];
