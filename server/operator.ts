// `npm run operator -- grant|revoke|list [email]`: names the people who run the store (`/admin`), in the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR, which the store must not be holding open).
import { operatorList, setOperator } from "./accounts/operators";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { readEnv } from "./startup";

const USAGE = "Usage: npm run operator -- grant <email> | revoke <email> | list";

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, email] = process.argv.slice(2);
if (!command || !["grant", "revoke", "list"].includes(command) || (command !== "list" && !email)) stop(USAGE);

const env = readEnv();
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }).catch((error) => {
  if (error instanceof DataDirLockedError) {
    stop(
      `${error.message}\nThe embedded database is open in the running store: stop it (Ctrl+C), run this again, then start it.`,
    );
  }
  stop(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
});
try {
  await database.migrate();
  if (command === "list") {
    const operators = await operatorList(database.db);
    console.log(operators.length ? operators.join("\n") : "No account is an operator.");
  } else {
    const result = await setOperator(database.db, email ?? "", command === "grant");
    if (!result.ok) stop(`No account has the email ${email}: it must sign up first.`);
    const role = command === "grant" ? "an operator" : "a customer (no longer an operator)";
    console.log(
      result.changed ? `${result.email} is now ${role}.` : `${result.email} was already ${role}; nothing changed.`,
    );
    if (command === "revoke" && env.OPERATOR_EMAILS?.includes(result.email.toLowerCase())) {
      console.log(
        "It is in OPERATOR_EMAILS: take it out of that list too, or the next start makes it an operator again.",
      );
    }
  }
} finally {
  await database.close();
}
