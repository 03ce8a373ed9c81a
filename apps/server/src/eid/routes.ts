import {
  cancelBankIdOrder,
  collectBankIdOrder,
  startBankIdOrder,
  startSignicatLogin,
} from '@broker/contract';
import { LANGS, type Lang } from '@broker/domain';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/api-error';
import { EidUnavailable } from './bankid-api';
import { browserOrder, cancelOrder, collectOrder, orderView, startOrder } from './bankid-orders';
import { bindBrowser, browserHashOf } from './browser-binding';
import { bankIdApi } from './eid-services';
import { startSignicat } from './signicat-login';

/** An eID party that cannot be reached is a 503 the login page offers to try again. */
async function reachable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof EidUnavailable) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The eID service cannot be reached; try again');
    }
    throw e;
  }
}

export const eidRoutes = [
  defineRoute(startBankIdOrder, async ({ deps, body, request, reply }) => {
    const browserHash = bindBrowser(deps, request, reply);
    const order = await reachable(() =>
      startOrder(
        deps.db,
        bankIdApi(deps, request),
        { browserHash, useCase: body.useCase, endUserIp: request.ip },
        deps.time.now(),
      ),
    );
    return orderView(order, deps.time.now());
  }),

  defineRoute(collectBankIdOrder, async ({ deps, params, request }) => {
    const mine = await browserOrder(deps.db, params.orderRef, browserHashOf(request));
    const order = await reachable(() =>
      collectOrder(deps.db, bankIdApi(deps, request), mine, deps.time.now()),
    );
    return orderView(order, deps.time.now());
  }),

  defineRoute(cancelBankIdOrder, async ({ deps, params, request }) => {
    const mine = await browserOrder(deps.db, params.orderRef, browserHashOf(request));
    const order = await reachable(() => cancelOrder(deps.db, bankIdApi(deps, request), mine));
    return orderView(order, deps.time.now());
  }),

  defineRoute(startSignicatLogin, async ({ deps, body, request, reply }) => {
    const browserHash = bindBrowser(deps, request, reply);
    const lang: Lang = body.lang && (LANGS as readonly string[]).includes(body.lang) ? body.lang : 'en';
    return startSignicat(deps, request, browserHash, { ...body, lang });
  }),
];
