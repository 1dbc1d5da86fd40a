import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { plans } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

export async function findPlanByName({ db, name }: { db: DatabaseOrTransaction; name: string }) {
  const [plan] = await db.select().from(plans).where(eq(plans.name, name));
  if (!plan) throw new NotFoundError(`There is no plan named ${name}.`);
  return plan;
}
