import {
  addWatchlistItem as addItemCall,
  createWatchlist as createCall,
  deleteWatchlist as deleteCall,
  getMyWatchlists,
  removeWatchlistItem as removeItemCall,
  renameWatchlist as renameCall,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import {
  addWatchlistItem,
  createWatchlist,
  deleteWatchlist,
  loadWatchlists,
  removeWatchlistItem,
  renameWatchlist,
} from './service';

export const watchlistRoutes = [
  defineRoute(getMyWatchlists, ({ deps, access }) => loadWatchlists(deps, access.customerId)),
  defineRoute(createCall, ({ deps, access, body }) => createWatchlist(deps, access.customerId, body)),
  defineRoute(renameCall, ({ deps, access, params, body }) =>
    renameWatchlist(deps, access.customerId, params.id, body.name),
  ),
  defineRoute(deleteCall, ({ deps, access, params }) => deleteWatchlist(deps, access.customerId, params.id)),
  defineRoute(addItemCall, ({ deps, access, params, body }) =>
    addWatchlistItem(deps, access.customerId, params.id, body.instrument_id),
  ),
  defineRoute(removeItemCall, ({ deps, access, params }) =>
    removeWatchlistItem(deps, access.customerId, params.id, params.instrument_id),
  ),
];
