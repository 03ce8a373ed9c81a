/**
 * Main-menu UI state (spec 001 §4, spec 000 §4): the orders popup (visible flag and path), the
 * mobile menu and the desktop menu can each be opened, closed or toggled.
 */
export interface MenuState {
  ordersPopup: { visible: boolean; path: string };
  mobileMenuVisible: boolean;
  desktopMenuVisible: boolean;
}

export type MenuTarget = 'ordersPopup' | 'mobileMenu' | 'desktopMenu';

export type MenuAction =
  | { type: 'open'; target: MenuTarget }
  | { type: 'close'; target: MenuTarget }
  | { type: 'toggle'; target: MenuTarget };

export const ORDERS_POPUP_ROOT = '/';

export const INITIAL_MENU_STATE: MenuState = {
  ordersPopup: { visible: false, path: ORDERS_POPUP_ROOT },
  mobileMenuVisible: false,
  desktopMenuVisible: false,
};

/** The same state object when nothing changes, so that closing a closed menu costs no render. */
function setVisible(state: MenuState, target: MenuTarget, visible: boolean): MenuState {
  if (isVisible(state, target) === visible) return state;
  switch (target) {
    case 'ordersPopup':
      return { ...state, ordersPopup: { ...state.ordersPopup, visible } };
    case 'mobileMenu':
      return { ...state, mobileMenuVisible: visible };
    case 'desktopMenu':
      return { ...state, desktopMenuVisible: visible };
  }
}

function isVisible(state: MenuState, target: MenuTarget): boolean {
  switch (target) {
    case 'ordersPopup':
      return state.ordersPopup.visible;
    case 'mobileMenu':
      return state.mobileMenuVisible;
    case 'desktopMenu':
      return state.desktopMenuVisible;
  }
}

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open':
      return setVisible(state, action.target, true);
    case 'close':
      return setVisible(state, action.target, false);
    case 'toggle': {
      const next = setVisible(state, action.target, !isVisible(state, action.target));
      // Spec: toggling the orders popup always brings it back to its start page.
      return action.target === 'ordersPopup'
        ? { ...next, ordersPopup: { ...next.ordersPopup, path: ORDERS_POPUP_ROOT } }
        : next;
    }
  }
}
