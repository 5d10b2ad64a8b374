import { MESSAGES } from '@classbeam/contracts/messages';
import { describe, expect, it } from 'vitest';
import { KIOSK_NOTICES } from './kiosk-notices';

describe("the iPad's notices", () => {
  it("say the contracts' English, word for word", () => {
    for (const [key, descriptor] of Object.entries(KIOSK_NOTICES))
      expect(descriptor.message).toBe(MESSAGES[key as keyof typeof MESSAGES]);
  });
});
