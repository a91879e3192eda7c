/** npm run moderator -- add|remove EMAIL: see moderator-command.ts. */
import { runModeratorCommand } from './moderator-command';

runModeratorCommand(process.argv.slice(2))
  .then(({ code, output }) => {
    (code === 0 ? console.log : console.error)(output);
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
