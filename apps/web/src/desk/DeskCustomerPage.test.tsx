import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOT_LOGGED_IN, fakeFetch, type FakeReply } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const VERIFY = 'GET /nnxapi/authentication/v2/sessions/verify';
const DESK_SESSION = 'GET /deskapi/v1/sessions/current';
const STAFF = {
  status: 200,
  body: {
    loggedIn: true,
    expiresAt: Date.now() + 3_600_000,
    staff: { username: 'desk-compliance', name: 'Carin Holm', role: 'COMPLIANCE' },
  },
};
const LIVING = {
  customerNo: '1004217',
  name: 'Karin Lindqvist',
  country: 'SE',
  personType: 'NAT',
  birthDate: '1971-04-17',
  estate: null,
};
const REGISTERED_AT = Date.parse('2026-05-04T09:30:00Z');
const ESTATE = {
  ...LIVING,
  personType: 'EST',
  estate: { diedOn: '2026-05-01', registeredAt: REGISTERED_AT, representatives: [] },
};
const WITH_REPRESENTATIVE = {
  ...ESTATE,
  estate: {
    ...ESTATE.estate,
    representatives: [{ customerNo: '1004829', name: 'Johan Ekström', since: REGISTERED_AT + 60_000 }],
  },
};
const CUSTOMER = 'GET /deskapi/v1/customers/1004217';
const REGISTER = 'POST /deskapi/v1/customers/1004217/estate';
const NAME = 'POST /deskapi/v1/customers/1004217/estate/representatives';

const focused = () => document.activeElement?.getAttribute('data-testid');

function start(
  routes: Record<string, FakeReply | ((init: RequestInit) => FakeReply)>,
  path = '/desk/customers',
) {
  const fake = fakeFetch({ [VERIFY]: NOT_LOGGED_IN, [DESK_SESSION]: STAFF, ...routes });
  renderApp(fake, path);
  return fake;
}

async function find(number: string) {
  fireEvent.change(await screen.findByTestId('desk-customer-number'), { target: { value: number } });
  fireEvent.click(screen.getByTestId('desk-customer-find'));
}

describe('the desk’s customer page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('is linked from the desk’s header, and finds a customer by number', async () => {
    const fake = start(
      {
        'GET /deskapi/v1/queue': { status: 200, body: { items: [] } },
        [CUSTOMER]: { status: 200, body: LIVING },
      },
      '/desk',
    );
    const link = await screen.findByTestId('desk-nav-customers');
    expect(link.getAttribute('href')).toBe('/desk/customers');
    expect(
      within(screen.getByRole('navigation', { name: 'Deskens sidor' })).getAllByRole('link'),
    ).toHaveLength(2);
    fireEvent.click(link);
    await find('1004217');
    await waitFor(() => expect(focused()).toBe('desk-customer-name'));
    expect(screen.getByTestId('desk-customer-name').textContent).toBe('Karin Lindqvist');
    expect(screen.getByTestId('desk-customer-no').textContent).toBe('1004217');
    expect(screen.getByTestId('desk-customer-country').textContent).toBe('Sverige');
    expect(screen.getByTestId('desk-customer-person-type').textContent).toBe('Fysisk person');
    expect(screen.getByTestId('desk-customer-birth-date').textContent).toBe('17 apr. 1971');
    expect(screen.getByTestId('desk-register-death')).toBeTruthy();
    expect(screen.queryByTestId('desk-name-representative')).toBeNull();
    expect(fake.calls).toContain(CUSTOMER);
  });

  it('says by the number’s field when it is no number or nobody’s', async () => {
    const fake = start({
      'GET /deskapi/v1/customers/999': {
        status: 404,
        body: { code: 'CUSTOMER_NOT_FOUND', message: 'No customer 999' },
      },
    });
    await find('12a');
    const input = screen.getByTestId('desk-customer-number');
    expect(screen.getByTestId('desk-customer-number-error').textContent).toBe(
      'Skriv ett kundnummer: bara siffror, högst 12.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.filter((c) => c.startsWith('GET /deskapi/v1/customers'))).toEqual([]);

    await find('999');
    await waitFor(() =>
      expect(screen.getByTestId('desk-customer-number-error').textContent).toBe('Ingen kund har det numret.'),
    );
    await waitFor(() => expect(focused()).toBe('desk-customer-number'));
    expect(input.getAttribute('aria-describedby')).toBe(
      screen.getByTestId('desk-customer-number-error').getAttribute('id'),
    );
  });

  it('registers a death after a confirm step, with the server’s refusal by the day’s field', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    start(
      {
        [CUSTOMER]: { status: 200, body: LIVING },
        [REGISTER]: (init) => {
          sent.push(JSON.parse(String(init.body)));
          if (refuse) {
            refuse = false;
            return {
              status: 422,
              body: {
                code: 'DEATH_DATE_INVALID',
                message: 'The day of death must be a real day between birth and today',
                fields: [{ code: 'DEATH_DATE_INVALID', field: 'body.diedOn' }],
              },
            };
          }
          return { status: 201, body: ESTATE };
        },
      },
      '/desk/customers/1004217',
    );
    // Nothing is sent without a day.
    fireEvent.click(await screen.findByTestId('desk-register-death-submit'));
    const date = screen.getByTestId('desk-died-on');
    expect(screen.getByTestId('desk-died-on-error').textContent).toBe('Skriv dödsdagen som ÅÅÅÅ-MM-DD.');
    expect(focused()).toBe('desk-died-on');
    fireEvent.change(date, { target: { value: '1/5/2026' } });
    fireEvent.click(screen.getByTestId('desk-register-death-submit'));
    expect(screen.getByTestId('desk-died-on-error').textContent).toBe('Skriv dödsdagen som ÅÅÅÅ-MM-DD.');
    expect(screen.queryByTestId('desk-register-death-question')).toBeNull();

    // The confirm step names who and when; going back sends nothing.
    fireEvent.change(date, { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByTestId('desk-register-death-submit'));
    const question = await screen.findByTestId('desk-register-death-question');
    expect(question.textContent).toBe(
      'Registrera att Karin Lindqvist avled 1 maj 2026? Det går inte att ångra.',
    );
    await waitFor(() => expect(focused()).toBe('desk-register-death-question'));
    fireEvent.click(screen.getByTestId('desk-register-death-cancel'));
    expect(focused()).toBe('desk-died-on');
    expect(screen.queryByTestId('desk-register-death-question')).toBeNull();
    expect(sent).toEqual([]);

    // The server's refusal shows by the field it names.
    fireEvent.click(screen.getByTestId('desk-register-death-submit'));
    fireEvent.click(await screen.findByTestId('desk-register-death-confirm'));
    const error = await screen.findByTestId('desk-died-on-error');
    expect(error.textContent).toBe(
      'Dödsdagen måste vara en riktig dag, inte i framtiden och inte före kundens födelse.',
    );
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')?.split(' ')).toContain(error.getAttribute('id'));
    await waitFor(() => expect(focused()).toBe('desk-died-on'));

    fireEvent.click(screen.getByTestId('desk-register-death-submit'));
    fireEvent.click(await screen.findByTestId('desk-register-death-confirm'));
    expect((await screen.findByTestId('desk-customer-notice')).textContent).toBe(
      'Dödsfallet är registrerat: Karin Lindqvist är nu ett dödsbo.',
    );
    expect(sent).toEqual([{ diedOn: '2026-05-01' }, { diedOn: '2026-05-01' }]);
    expect(screen.getByTestId('desk-customer-person-type').textContent).toBe('Dödsbo (kunden har avlidit)');
    expect(screen.getByTestId('desk-customer-died-on').textContent).toBe('1 maj 2026');
    expect(screen.getByTestId('desk-estate-no-representatives')).toBeTruthy();
    expect(screen.queryByTestId('desk-register-death')).toBeNull();
    expect(screen.getByTestId('desk-name-representative')).toBeTruthy();
    expect(focused()).toBe('desk-customer-name');
  });

  it('says why a death cannot be registered when the customer is no living person', async () => {
    start(
      {
        [CUSTOMER]: { status: 200, body: LIVING },
        [REGISTER]: {
          status: 422,
          body: {
            code: 'NOT_A_PERSON',
            message: 'no',
            fields: [{ code: 'NOT_A_PERSON', field: 'path.customerNo' }],
          },
        },
      },
      '/desk/customers/1004217',
    );
    fireEvent.change(await screen.findByTestId('desk-died-on'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByTestId('desk-register-death-submit'));
    fireEvent.click(await screen.findByTestId('desk-register-death-confirm'));
    expect((await screen.findByTestId('desk-register-death-failure')).textContent).toBe(
      'Bara en levande person kan registreras som avliden: kunden är ett företag, eller redan ett dödsbo.',
    );
    expect(screen.queryByTestId('desk-died-on-error')).toBeNull();
  });

  it('names a representative of an estate, refusals by the number’s field in the staff’s language', async () => {
    const replies: FakeReply[] = [
      {
        status: 422,
        body: {
          code: 'REPRESENTATIVE_INVALID',
          message: 'no',
          fields: [{ code: 'REPRESENTATIVE_INVALID', field: 'body.representativeCustomerNo' }],
        },
      },
      { status: 201, body: WITH_REPRESENTATIVE },
      { status: 409, body: { code: 'REPRESENTATIVE_ALREADY', message: 'already' } },
    ];
    const sent: unknown[] = [];
    start(
      {
        [CUSTOMER]: { status: 200, body: ESTATE },
        [NAME]: (init) => {
          sent.push(JSON.parse(String(init.body)));
          return replies.shift()!;
        },
      },
      '/desk/customers/1004217',
    );
    await screen.findByTestId('desk-name-representative');
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Name a representative' })).toBeTruthy();
    expect(screen.queryByTestId('desk-register-death')).toBeNull();
    expect(screen.getByTestId('desk-customer-person-type').textContent).toBe(
      'Estate (the customer has died)',
    );

    const input = screen.getByTestId('desk-representative-number');
    const submit = () => fireEvent.click(screen.getByTestId('desk-name-representative-submit'));
    fireEvent.change(input, { target: { value: '1004217' } });
    submit();
    const error = await screen.findByTestId('desk-representative-number-error');
    expect(error.textContent).toBe(
      'This customer cannot represent the estate: a representative must be a living person who is a customer, not the deceased.',
    );
    expect(input.getAttribute('aria-describedby')).toBe(error.getAttribute('id'));
    expect(focused()).toBe('desk-representative-number');

    fireEvent.change(input, { target: { value: '1004829' } });
    submit();
    expect((await screen.findByTestId('desk-customer-notice')).textContent).toBe(
      'Johan Ekström now represents the estate.',
    );
    expect(screen.getByTestId('desk-estate-representative-1004829').textContent).toMatch(
      /^Johan Ekström, customer 1004829, since /,
    );
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.change(input, { target: { value: '1004829' } });
    submit();
    expect((await screen.findByTestId('desk-representative-number-error')).textContent).toBe(
      'This person already represents the estate.',
    );
    expect(sent).toEqual([
      { representativeCustomerNo: '1004217' },
      { representativeCustomerNo: '1004829' },
      { representativeCustomerNo: '1004829' },
    ]);
  });
});

describe('ending a representative’s mandate at the desk', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  const TWO = {
    ...ESTATE,
    estate: {
      ...ESTATE.estate,
      representatives: [
        ...WITH_REPRESENTATIVE.estate.representatives,
        { customerNo: '1004830', name: 'Sara Lind', since: REGISTERED_AT + 120_000 },
      ],
    },
  };
  /** Long enough for a busy CPU. */
  const SLOW = { timeout: 10_000 };
  const END = 'DELETE /deskapi/v1/customers/1004217/estate/representatives/1004829';

  it('asks first, says a refusal in the staff’s language, and moves the focus off the row it ends', async () => {
    const replies: FakeReply[] = [
      {
        status: 404,
        body: { code: 'REPRESENTATIVE_NOT_FOUND', message: 'No such representative of the estate' },
      },
      {
        status: 200,
        body: { ...TWO, estate: { ...TWO.estate, representatives: [TWO.estate.representatives[1]] } },
      },
    ];
    const fake = start(
      { [CUSTOMER]: { status: 200, body: TWO }, [END]: () => replies.shift()! },
      '/desk/customers/1004217',
    );
    const end = await screen.findByTestId('desk-end-mandate-1004829', {}, SLOW);
    expect(end.textContent).toBe('Avsluta uppdraget');
    expect(screen.getByRole('button', { name: 'Avsluta uppdraget för Sara Lind' })).toBeTruthy();

    // The confirm step names whose mandate ends; cancelling sends nothing and gives the focus back.
    fireEvent.click(screen.getByRole('button', { name: 'Avsluta uppdraget för Johan Ekström' }));
    const question = await screen.findByTestId('desk-end-mandate-question', {}, SLOW);
    expect(question.textContent).toBe(
      'Avsluta uppdraget för Johan Ekström? Personen kan då inte längre företräda dödsboet, och en pågående inloggning för dödsboet avslutas direkt.',
    );
    await waitFor(() => expect(focused()).toBe('desk-end-mandate-question'), SLOW);
    expect(screen.getByRole('group', { name: question.textContent })).toBeTruthy();
    fireEvent.click(screen.getByTestId('desk-end-mandate-cancel'));
    await waitFor(() => expect(focused()).toBe('desk-end-mandate-1004829'), SLOW);
    expect(screen.queryByTestId('desk-end-mandate-question')).toBeNull();
    expect(fake.calls).not.toContain(END);

    // A refusal is said in the row, and the "End" button it goes back to names it.
    fireEvent.click(screen.getByTestId('desk-end-mandate-1004829'));
    fireEvent.click(await screen.findByTestId('desk-end-mandate-confirm', {}, SLOW));
    const failure = await screen.findByTestId('desk-end-mandate-failure', {}, SLOW);
    expect(failure.textContent).toBe('Personen företräder inte dödsboet: uppdraget är redan avslutat.');
    await waitFor(() => expect(focused()).toBe('desk-end-mandate-1004829'), SLOW);
    expect(screen.getByTestId('desk-end-mandate-1004829').getAttribute('aria-describedby')).toBe(
      failure.getAttribute('id'),
    );
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'en' } });
    await waitFor(
      () =>
        expect(screen.getByTestId('desk-end-mandate-failure').textContent).toBe(
          'This person does not represent the estate: the mandate has ended already.',
        ),
      SLOW,
    );

    // Ended: the row goes, the focus waits on the list's heading, the notice says who.
    fireEvent.click(screen.getByRole('button', { name: 'End mandate of Johan Ekström' }));
    expect(screen.queryByTestId('desk-end-mandate-failure')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, end the mandate' }, SLOW));
    expect((await screen.findByTestId('desk-customer-notice', {}, SLOW)).textContent).toBe(
      'Johan Ekström no longer represents the estate.',
    );
    expect(screen.queryByTestId('desk-estate-representative-1004829')).toBeNull();
    expect(screen.getByTestId('desk-estate-representative-1004830')).toBeTruthy();
    expect(focused()).toBe('desk-estate-representatives-title');
    expect(document.activeElement?.textContent).toBe('Representatives of the estate');
    expect(fake.calls.filter((c) => c === END)).toHaveLength(2);
  });
});
