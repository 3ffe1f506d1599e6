/** `npm run server`: the game server on PORT (default 2567). */
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535).safeParse(process.env.PORT ?? 2567);
if (!port.success) {
  console.error(`PORT: ${JSON.stringify(process.env.PORT)} is not a port number (1 to 65535)`);
  process.exit(2);
}
// Loaded after the check (a static import of the server with this module's top-level await never resolved under tsx).
const { gameServer } = await import('./server');
await gameServer().listen(port.data, '127.0.0.1');
console.log(`Chicane game server on ws://127.0.0.1:${port.data}`);
