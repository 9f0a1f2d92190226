import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { organisations, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/secrets';
import { createAuthRepository, type NewOrganisation, type NewUser } from '../src/modules/auth/auth.repository';
import { createSessionService } from '../src/modules/auth/session.service';
import { createPricesRepository, type DailyPriceWrite } from '../src/modules/prices/prices.repository';

/** A unique Hong Kong mobile number in canonical form (852 + 8 digits from 5–9). */
export const uniqueHongKongPhone = () => `852${randomInt(5, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

type BuildUserOptions = {
  user?: Partial<Omit<NewUser, 'organisationId'>>;
  organisation?: Partial<NewOrganisation>;
  /** Plain password to hash into the user. */
  password?: string;
};

/**
 * Creates an organisation, its user and a signed-in session directly in the
 * database; each test builds its own. Returns the rows and the session token.
 */
export const buildUser = async (app: FastifyInstance, options: BuildUserOptions = {}) => {
  const repository = createAuthRepository(app.db);
  const user = await repository.insertUserWithOrganisation(
    {
      phone: uniqueHongKongPhone(),
      phoneRegion: 2,
      passwordHash: options.password ? await hashPassword(options.password) : null,
      ...options.user,
    },
    { type: 2, userCompanyName: 'Test Law Firm', ...options.organisation },
  );
  const [organisation] = await app.db.select().from(organisations).where(eq(organisations.id, user.organisationId));
  const { token } = await createSessionService(repository).startSession(user.id, { keepSigned: true });
  return { user, organisation, token };
};

/** Re-reads a user row (after a call changed it). */
export const reloadUser = async (app: FastifyInstance, userId: string) => {
  const [row] = await app.db.select().from(users).where(eq(users.id, userId));
  return row;
};

/** A signed-in session for an existing user (as sign-in makes one); returns its token. */
export const signInAs = async (app: FastifyInstance, userId: string) =>
  (await createSessionService(createAuthRepository(app.db)).startSession(userId, { keepSigned: true })).token;

/**
 * Stores daily price bars directly, as the importer ('import', replacing) or the demonstration seed
 * ('demo', only where a day is missing) would.
 */
export const storeDailyPrices = async (app: FastifyInstance, bars: DailyPriceWrite[], source: 'import' | 'demo') => {
  const repository = createPricesRepository(app.db);
  if (source === 'import') await repository.upsert(bars, 'import');
  else await repository.insertMissing(bars, 'demo');
};
