import { fileURLToPath } from 'node:url';
import { launch } from './code-cache';

// dist-server/main.mjs: runs the server's bundle, dist-server/server.cjs, with V8's code cache.
launch(fileURLToPath(new URL('./server.cjs', import.meta.url)));
