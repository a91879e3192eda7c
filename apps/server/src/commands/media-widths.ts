/** npm run media:widths: see media-widths-command.ts. */
import { runMediaWidthsCommand } from './media-widths-command';

runMediaWidthsCommand(process.argv.slice(2), process.env, (line) => console.log(line))
  .then(({ code, output }) => {
    (code === 0 ? console.log : console.error)(output);
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
