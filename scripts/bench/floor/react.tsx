// Bench floor: the least a Vite + React 19 page ships.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>大模型开放平台</h1>);
