import {
  cancelBankIdOrder,
  collectBankIdOrder,
  startBankIdOrder,
  startSignicatLogin,
} from '@broker/contract';
import { LANGS, type Lang } from '@broker/domain';
import { defineRoute } from '../http/define-route';
import { browserOrder, cancelOrder, collectOrder, orderView, startOrder } from './bankid-orders';
import { bindBrowser, browserHashOf } from './browser-binding';
import { requireEid } from './eid-switch';
import { bankIdApi } from './eid-services';
import { reachable } from './reachable';
import { startSignicat } from './signicat-login';
import { countStart } from '../auth/start-throttle';

export const eidRoutes = [
  defineRoute(startBankIdOrder, async ({ deps, body, request, reply }) => {
    requireEid(deps);
    countStart(deps, 'eid', request, reply);
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
    requireEid(deps);
    const mine = await browserOrder(deps.db, params.orderRef, browserHashOf(request));
    const order = await reachable(() =>
      collectOrder(deps.db, bankIdApi(deps, request), mine, deps.time.now()),
    );
    return orderView(order, deps.time.now());
  }),

  defineRoute(cancelBankIdOrder, async ({ deps, params, request }) => {
    requireEid(deps);
    const mine = await browserOrder(deps.db, params.orderRef, browserHashOf(request));
    const order = await reachable(() => cancelOrder(deps.db, bankIdApi(deps, request), mine));
    return orderView(order, deps.time.now());
  }),

  defineRoute(startSignicatLogin, async ({ deps, body, request, reply }) => {
    requireEid(deps);
    countStart(deps, 'eid', request, reply);
    const browserHash = bindBrowser(deps, request, reply);
    const lang: Lang = body.lang && (LANGS as readonly string[]).includes(body.lang) ? body.lang : 'en';
    return startSignicat(deps, request, browserHash, { ...body, lang });
  }),
];
