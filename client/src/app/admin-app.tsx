import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLoginPage } from '../features/admin/admin-login-page';
import { AdminDashboardPage } from '../features/admin/admin-dashboard-page';

export default function AdminApp() {
  return (
    <Routes>
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
      <Route path="*" element={<Navigate to="/admin/login" replace />} />
    </Routes>
  );
}
