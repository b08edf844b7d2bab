import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@/ui/NotFoundPage';
import { ArticlePage } from './ArticlePage';
import { NewsHome } from './NewsHome';
import { PressReleasePage } from './PressReleasePage';

/** /nyheter/*: the list, articles (/:id/:slug), tips articles and the press-release placeholder (spec §2 "Routes"). */
export function NewsSection() {
  return (
    <Routes>
      <Route index element={<NewsHome />} />
      <Route path="pressrelease" element={<PressReleasePage />} />
      <Route path="andelsspel/tips/:id/:slug" element={<ArticlePage category="Andelsspel" />} />
      <Route path="sometips/tips/:id/:slug" element={<ArticlePage category="Sociala medier" />} />
      <Route path=":id/:slug" element={<ArticlePage />} />
      <Route path="*" element={<NotFoundPage component="div" />} />
    </Routes>
  );
}
