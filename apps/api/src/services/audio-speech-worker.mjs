// Runs one eSpeak NG synthesis in a worker thread, so a long text never blocks the API's event
// loop and an abort can end it at once (Worker.terminate). Plain JavaScript: Node 20 loads a
// worker's file with its own loader, which does not read TypeScript.
import { parentPort, workerData } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

const { module, text, voice } = workerData;
const diagnostics = [];
let exitStatus = 0;

try {
  const instance = await ESpeakNg({
    // The text goes through a file of the in-memory file system, never through the argument list,
    // so a text that starts with '-' cannot become an option.
    arguments: ['-b', '1', '-v', voice, '-w', '/out.wav', '-f', '/in.txt'],
    preRun: [(self) => self.FS.writeFile('/in.txt', text)],
    // The module was compiled once by the caller; each synthesis only instantiates it.
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(module, imports).then((wasm) => receive(wasm, module));
      return {};
    },
    print: () => undefined,
    printErr: (line) => diagnostics.push(line),
    // The default sets process.exitCode, which is not eSpeak's to set.
    quit: (status, toThrow) => {
      exitStatus = status;
      throw toThrow;
    },
  });
  const wav = instance.FS.readFile('/out.wav');
  parentPort.postMessage({ wav, exitStatus }, [wav.buffer]);
} catch (error) {
  parentPort.postMessage({ error: String(error?.message ?? error), diagnostics, exitStatus });
}
