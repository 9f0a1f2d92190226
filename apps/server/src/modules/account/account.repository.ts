import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listedCompanies, serviceCompanies } from '../../db/schema';

/**
 * Read-only look-ups the account profile needs from neighbouring data
 * (the listed-company catalogue and the default service company).
 */
export const createAccountRepository = (db: Database) => ({
  findListedCompany: async (stockCode: string) => {
    const [row] = await db.select().from(listedCompanies).where(eq(listedCompanies.stockCode, stockCode)).limit(1);
    return row;
  },
  findDefaultServiceCompany: async (userId: string) => {
    const [row] = await db
      .select({ stockCode: serviceCompanies.stockCode, companyNo: serviceCompanies.companyNo })
      .from(serviceCompanies)
      .where(and(eq(serviceCompanies.userId, userId), eq(serviceCompanies.status, 1)))
      .limit(1);
    return row;
  },
});

export type AccountRepository = ReturnType<typeof createAccountRepository>;
