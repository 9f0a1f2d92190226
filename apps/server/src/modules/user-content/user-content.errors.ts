/** The unique indexes are the last guard against two quick identical requests; one reader for all modules. */
export { uniqueViolationOf } from '../../db/unique-violations';
