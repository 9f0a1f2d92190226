import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serviceCompanies } from '../../db/schema';

/** The read-only look-up the session needs from neighbouring data: the default service company. */
export const createAccountRepository = (db: Database) => ({
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
