import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core machine (CI with two other
// processes burning CPU) a render that normally takes 50 ms can take longer. 10 s costs nothing when
// the condition comes true early, and a wait that never comes true still fails.
configure({ asyncUtilTimeout: 10_000 });
