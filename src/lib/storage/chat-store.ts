/**
 * The visitor's open chat conversation (its id and the token that proves it is theirs) lives in sessionStorage, so a
 * reload finds it again and closing the tab (or a kiosk reset, which wipes storage) forgets it.
 */
export const CHAT_STORAGE_KEY = 'chatConversation';

export interface StoredChat {
  id: string;
  token: string;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStoredChat(): StoredChat | null {
  const raw = storage()?.getItem(CHAT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredChat>;
    return typeof parsed.id === 'string' && typeof parsed.token === 'string' ? { id: parsed.id, token: parsed.token } : null;
  } catch {
    return null;
  }
}

export function writeStoredChat(chat: StoredChat): void {
  try {
    storage()?.setItem(CHAT_STORAGE_KEY, JSON.stringify(chat));
  } catch {
    // A full or refused storage only costs the conversation's survival across a reload.
  }
}

export function clearStoredChat(): void {
  storage()?.removeItem(CHAT_STORAGE_KEY);
}

/**
 * Ends the stored conversation on the server (the kiosk's idle reset: the next visitor must not inherit it, and staff
 * see it closed). Resolves whatever happens; the storage is wiped by the caller.
 */
export async function closeStoredChat(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const chat = readStoredChat();
  if (!chat) return false;
  try {
    const response = await fetchImpl(`/api/chat/conversations/${encodeURIComponent(chat.id)}/close`, {
      method: 'POST',
      headers: { 'x-chat-token': chat.token },
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearStoredChat();
  }
}
