/**
 * What an erasure leaves behind, said wherever it is promised (the API's description of
 * DELETE /api/profile; the profile's dialog says the same in fewer words). PostgreSQL (and the
 * embedded PGlite, which is PostgreSQL) does not overwrite a deleted row: see
 * docs/decisions/010-safe-by-default.md, "What erasure leaves".
 */
export const WHAT_ERASURE_LEAVES =
  'The account and everything that hangs on it (diary, questions and answers, treatments, MIDAS scores, photo, sessions) are deleted in one transaction. ' +
  'The access trail keeps its rows about the patient under a pseudonym ("Patient 1a2b3c4d"), never the name. ' +
  "Deleted rows are not overwritten at once: their text stays in the database's files until PostgreSQL's routine VACUUM (autovacuum) has freed the space and new rows have reused it " +
  '(days to weeks on a busy server, longer on a quiet one), in the write-ahead log until its files are recycled after the following checkpoints (by default within minutes to hours), ' +
  'and in backups and archived write-ahead log for as long as those are kept.';
