import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { ComandaPublicaPage } from '../features/publico/comanda-publica-page';

export default function PublicApp() {
  return (
    <Routes>
      <Route path="/comanda/:token" element={<ComandaPublicaPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
