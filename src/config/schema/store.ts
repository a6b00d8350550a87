// Where the data lives.
import { withDefault, EnvProblem } from './kinds.js';

export const storeVars = {
  DATABASE_URL: withDefault(
    'sqlite:./data/onward.sqlite',
    {
      description: '`sqlite:<path>` (embedded, WAL) or `postgres://...` (production)',
    },
    (url) => {
      if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(url))
        throw new EnvProblem(`must start with sqlite: or postgres://, got ${JSON.stringify(url)}`);
      return url;
    },
    (url) => url,
  ),
};
