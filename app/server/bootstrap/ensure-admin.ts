import { randomBytes } from 'node:crypto';
import type { TesseraConfig } from '../config/tessera-config.js';
import type { SecurityManager } from '../security/security-manager.js';
import { ADMIN_ROLE } from '../security/role-definitions.js';

export interface CreatedAdmin {
  username: string;
  /** Present only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * First start makes an administrator: the configured one when `TESSERA_ADMIN_USERNAME` and
 * `TESSERA_ADMIN_PASSWORD` are set (created if missing), otherwise `admin` with a random password
 * when there are no users at all. Returns what was created, or null.
 */
export async function ensureAdmin(security: SecurityManager, config: TesseraConfig): Promise<CreatedAdmin | null> {
  if (config.adminUsername && config.adminPassword) {
    if (await security.userExists(config.adminUsername)) return null;
    await security.createUser({ username: config.adminUsername, password: config.adminPassword, firstName: 'Admin', lastName: 'User', roles: [ADMIN_ROLE] });
    return { username: config.adminUsername };
  }
  if ((await security.countUsers()) > 0) return null;
  const username = config.adminUsername ?? 'admin';
  const password = config.adminPassword ?? generatePassword();
  await security.createUser({ username, password, firstName: 'Admin', lastName: 'User', roles: [ADMIN_ROLE] });
  return config.adminPassword ? { username } : { username, generatedPassword: password };
}

/** Printed on the console, not only logged: this is the one time the password is visible. */
export function printAdminCredentials(admin: CreatedAdmin, url: string): void {
  if (!admin.generatedPassword) return;
  const lines = [
    'An administrator was created for this Tessera installation:',
    `  username: ${admin.username}`,
    `  password: ${admin.generatedPassword}`,
    `Log in at ${url}/login/ — this password is shown only once.`,
    'Change it with: npm run tessera -- reset-password --username ' + admin.username,
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '─'.repeat(width + 2);
  console.log(`\n┌${rule}┐\n${lines.map((l) => `│ ${l.padEnd(width)} │`).join('\n')}\n└${rule}┘\n`);
}
