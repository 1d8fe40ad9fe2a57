import { lazy, Suspense, useState } from 'react';
import AssistantWidget from '@/features/assistant/assistant-widget';
import { readStoredChat } from '@/lib/storage/chat-store';

// The online service chat loads only when asked for, or when this tab holds a conversation (after a reload).
const ChatWidget = lazy(() => import('@/features/chat/chat-widget'));

/**
 * The help button and panel, and the online service chat they hand "no match" visitors to (issue #14): the two
 * features meet here, in the app. Loaded after the page has come to life (main-layout.tsx).
 */
export default function HelpWidgets() {
  const [chatRequests, setChatRequests] = useState(0);
  // Rendered in the browser only (never server-rendered, see main-layout.tsx), so storage may be read here.
  const [resuming] = useState(() => readStoredChat() !== null);
  return (
    <>
      <AssistantWidget onChat={() => setChatRequests((count) => count + 1)} />
      {chatRequests > 0 || resuming ? (
        <Suspense fallback={null}>
          <ChatWidget openRequests={chatRequests} />
        </Suspense>
      ) : null}
    </>
  );
}
