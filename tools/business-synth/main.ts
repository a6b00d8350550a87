// Entry point of `npm run synth:businesses -- --count N --seed S --out FILE` (see cli.ts).
import { runSynthCommand } from './cli.js';

process.exitCode = await runSynthCommand(process.argv.slice(2));
