import { useT } from '../i18n/use-t';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from '@broker/domain';

export function DemoLogins({ onPick }: { onPick(login: DemoLogin): void }) {
  const t = useT();
  return (
    <aside className="demo-logins" aria-labelledby="demo-logins-title" data-testid="demo-logins">
      <h2 id="demo-logins-title">{t('login.demoTitle')}</h2>
      <p>{t('login.demoText', { password: DEMO_PASSWORD })}</p>
      <ul>
        {DEMO_LOGINS.map((login) => (
          <li key={login.username}>
            <button type="button" className="chip-button" onClick={() => onPick(login)}>
              {login.username}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
