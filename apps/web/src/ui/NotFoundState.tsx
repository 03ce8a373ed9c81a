import { Link } from 'react-router';

/** A page whose subject does not exist (an unknown instrument or article): says so and offers a way on. */
export function NotFoundState({
  title,
  text,
  linkText,
  linkTo = '/overview',
  testId,
}: {
  title: string;
  text: string;
  linkText: string;
  linkTo?: string;
  testId?: string;
}) {
  return (
    <section className="page narrow not-found" aria-labelledby="not-found-state-title" data-testid={testId}>
      <h1 id="not-found-state-title">{title}</h1>
      <p className="muted">{text}</p>
      <Link className="button button-primary" to={linkTo}>
        {linkText}
      </Link>
    </section>
  );
}
