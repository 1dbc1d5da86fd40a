import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';
import { createClinic } from '../../apps/server/src/domain/clinics/create-clinic';
import { createUser } from '../../apps/server/src/domain/accounts/create-user';
import { findPlanByName } from '../../apps/server/src/domain/plans/find-plan-by-name';

export const BENCH_PASSWORD = 'bench-password-7391';
export interface BenchAccounts {
  patientLogin: string;
  doctorLogin: string;
  /** The signed-in patient's id, for the doctor's page of that patient. */
  patientId: string;
  clinicId: string;
}

/**
 * The clinic of the figures: a doctor with `patientsOfDoctor` patients, the first with
 * `diaryDays` days of diary up to `today`, the others with the last 90 days (the triage list's
 * 56 days have real entries to count, issue 35), and `questionsToday` questions with answers today.
 * Everything but the two signed-in accounts is written in bulk SQL (generate_series).
 */
export async function seedBenchClinic({
  db,
  today,
  diaryDays,
  patientsOfDoctor,
  questionsToday,
}: {
  db: Database;
  today: string;
  diaryDays: number;
  patientsOfDoctor: number;
  questionsToday: number;
}): Promise<BenchAccounts> {
  const premium = await findPlanByName({ db, name: 'Premium' });
  const clinic = await createClinic({ db, name: 'Bench clinic', contactEmail: 'bench@clinic.test' });
  const doctor = await createUser({
    db,
    email: 'bench.doctor@example.test',
    username: 'bench.doctor',
    password: BENCH_PASSWORD,
    role: 'DOCTOR',
    planId: premium.id,
    clinicId: clinic.id,
    isVerified: true,
  });
  const patient = await createUser({
    db,
    email: 'bench.patient@example.test',
    username: 'bench.patient',
    password: BENCH_PASSWORD,
    role: 'USER',
    planId: premium.id,
    clinicId: clinic.id,
    doctorId: doctor.id,
    isVerified: true,
    name: 'Petra',
    surname: 'Bench',
  });
  await db.execute(sql`
    insert into users (email, username, password_hash, role, plan_id, clinic_id, doctor_id, is_verified, name, surname, phone_number)
    select 'bench.p' || n || '@example.test', 'bench.p' || n, 'not-a-login', 'USER', ${premium.id}, ${clinic.id}, ${doctor.id}, true,
           'Patient ' || n, 'Surname ' || lpad(n::text, 4, '0'), '+381 60 ' || lpad(n::text, 7, '0')
    from generate_series(2, ${patientsOfDoctor}) as n`);
  await insertDiaryHistory(db, { userIds: sql`select ${patient.id}::uuid as id`, today, days: diaryDays });
  await insertDiaryHistory(db, { userIds: sql`select id from users where doctor_id = ${doctor.id} and id <> ${patient.id}`, today, days: 90 });
  await db.execute(sql`
    with asked as (
      insert into questions (id, user_id, agent_id, content, created_date, created_time)
      select gen_random_uuid(), ${patient.id}, 1, 'What helps against a migraine attack, question ' || n || '?', ${today}::date, lpad((n % 24)::text, 2, '0') || ':00'
      from generate_series(1, ${questionsToday}) as n
      returning id, created_date, created_time)
    insert into answers (id, question_id, content, reference_list, engine, created_date, created_time)
    select gen_random_uuid(), id, repeat('Rest in a dark, quiet room and take your acute treatment early. ', 8),
           '[{"id":"acute-treatment","title":"Acute treatment of migraine","sources":[{"title":"NICE CG150","url":"https://www.nice.org.uk/guidance/cg150"}]}]'::jsonb, 'built-in', created_date, created_time
    from asked`);
  return { patientLogin: patient.email, doctorLogin: doctor.email, patientId: patient.id, clinicId: clinic.id };
}

/**
 * `days` days of diary up to `today` for every user the `userIds` query returns: a headache on
 * about one day in four, with intensity, times, symptoms, medication and weather, like a real entry.
 */
export async function insertDiaryHistory(db: Database, { userIds, today, days }: { userIds: ReturnType<typeof sql>; today: string; days: number }) {
  await db.execute(sql`
    insert into diary_entries (user_id, input_date, headache, headache_start, headache_end, headache_intensity, headache_pain_location,
      symptom_nausea, symptom_light_sensitivity, sleep_hours, sleep_quality, stress_level, mood, medication_taken, notes, weather)
    select u.id, ${today}::date - d, (hashtext(u.id::text || d) % 4 = 0), '07:30', '12:00', 3 + abs(hashtext(d::text)) % 7, 'left temple',
           d % 3 = 0, d % 2 = 0, 5 + (d % 40) / 10.0, 'fair', 1 + d % 10, 'tired', case when d % 5 = 0 then 'ibuprofen 400 mg' end,
           'Long day at work, skipped lunch.', '{"city":"Belgrade","temperature":14.5,"condition":"Clouds","humidity":71,"pressure":1009}'::jsonb
    from (${userIds}) as u, generate_series(0, ${days - 1}) as d`);
}
