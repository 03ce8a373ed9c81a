import { describe, expect, it } from 'vitest';
import { INITIAL_MENU_STATE, menuReducer, type MenuState } from './menu-state';

const allOpen: MenuState = {
  ordersPopup: { visible: true, path: '/orders/42' },
  mobileMenuVisible: true,
  desktopMenuVisible: true,
};

describe('menuReducer', () => {
  it('starts with everything closed and the orders popup at its root', () => {
    expect(INITIAL_MENU_STATE).toEqual({
      ordersPopup: { visible: false, path: '/' },
      mobileMenuVisible: false,
      desktopMenuVisible: false,
    });
  });

  describe('orders popup', () => {
    it('opens without touching its path or the other menus', () => {
      const start: MenuState = { ...INITIAL_MENU_STATE, ordersPopup: { visible: false, path: '/orders/42' } };
      expect(menuReducer(start, { type: 'open', target: 'ordersPopup' })).toEqual({
        ...start,
        ordersPopup: { visible: true, path: '/orders/42' },
      });
    });

    it('closes without touching its path or the other menus', () => {
      expect(menuReducer(allOpen, { type: 'close', target: 'ordersPopup' })).toEqual({
        ...allOpen,
        ordersPopup: { visible: false, path: '/orders/42' },
      });
    });

    it('toggles open and resets the path to /', () => {
      const start: MenuState = { ...INITIAL_MENU_STATE, ordersPopup: { visible: false, path: '/orders/42' } };
      expect(menuReducer(start, { type: 'toggle', target: 'ordersPopup' })).toEqual({
        ...start,
        ordersPopup: { visible: true, path: '/' },
      });
    });

    it('toggles closed and resets the path to /', () => {
      expect(menuReducer(allOpen, { type: 'toggle', target: 'ordersPopup' })).toEqual({
        ...allOpen,
        ordersPopup: { visible: false, path: '/' },
      });
    });
  });

  describe.each([
    ['mobileMenu', 'mobileMenuVisible'],
    ['desktopMenu', 'desktopMenuVisible'],
  ] as const)('%s', (target, field) => {
    it('opens', () => {
      expect(menuReducer(INITIAL_MENU_STATE, { type: 'open', target })).toEqual({
        ...INITIAL_MENU_STATE,
        [field]: true,
      });
    });

    it('stays open when opened again', () => {
      const open = menuReducer(INITIAL_MENU_STATE, { type: 'open', target });
      expect(menuReducer(open, { type: 'open', target })).toEqual(open);
    });

    it('closes', () => {
      expect(menuReducer(allOpen, { type: 'close', target })).toEqual({ ...allOpen, [field]: false });
    });

    it('stays closed when closed again', () => {
      expect(menuReducer(INITIAL_MENU_STATE, { type: 'close', target })).toEqual(INITIAL_MENU_STATE);
    });

    it('toggles open, then closed, leaving the orders popup path alone', () => {
      const start: MenuState = { ...INITIAL_MENU_STATE, ordersPopup: { visible: true, path: '/orders/42' } };
      const opened = menuReducer(start, { type: 'toggle', target });
      expect(opened).toEqual({ ...start, [field]: true });
      expect(menuReducer(opened, { type: 'toggle', target })).toEqual(start);
    });
  });

  it('does not mutate the previous state', () => {
    const frozen = Object.freeze({ ...allOpen, ordersPopup: Object.freeze({ ...allOpen.ordersPopup }) });
    expect(() => menuReducer(frozen, { type: 'toggle', target: 'ordersPopup' })).not.toThrow();
    expect(frozen.ordersPopup.path).toBe('/orders/42');
  });
});
