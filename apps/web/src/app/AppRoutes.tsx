import { ShareOrdersPage } from '../share-order/ShareOrdersPage';
import { TransactionsPage } from '../transactions/TransactionsPage';
import { TaxPage } from '../tax/TaxPage';
import { NetfondsPage } from '../netfonds/NetfondsPage';
import { ReturnsPage } from '../holdings/ReturnsPage';
import { DividendsPage } from '../holdings/DividendsPage';
import { AllocationPage } from '../holdings/AllocationPage';
import { BankAccountsPage } from '../banking/BankAccountsPage';
import { DepositPage } from '../banking/DepositPage';
import { DepositReturnPage } from '../banking/DepositReturnPage';
import { WithdrawPage } from '../banking/WithdrawPage';
import { SavingsGoalsPage } from '../savings-goals/SavingsGoalsPage';
import { SavingsPlansPage } from '../savings-plans/SavingsPlansPage';
import { NotificationsPage } from '../notifications/NotificationsPage';
import { RequiredActionsPage } from '../required-actions/RequiredActionsPage';
import { TasksPage } from '../crm/TasksPage';
import { DeskApp } from '../desk/DeskApp';
import { PositionsPage } from '../holdings/PositionsPage';
import { PositionPage } from '../holdings/PositionPage';
import { OnboardingPage } from '../get-started/OnboardingPage';
import { AuthorizationsPage } from '../authorizations/AuthorizationsPage';
import { InvitePage } from '../affiliate/InvitePage';
import { CompanyAccountPage } from '../companies/CompanyAccountPage';
import { AuthorizedAccountPage } from '../authorizations/AuthorizedAccountPage';
import { InsurancePage } from '../insurance/InsurancePage';
import { EstateValuationPage } from '../estates/EstateValuationPage';
import { SearchPage } from '../search/SearchPage';
import { AcademyPage } from '../content/AcademyPage';
import { AcademyArticlePage } from '../content/AcademyArticlePage';
import { FaqPage } from '../content/FaqPage';
import { StatusPage } from '../content/StatusPage';
import { ContactPage } from '../content/ContactPage';
import { EventsPage } from '../content/EventsPage';
import { UnsubscribePage } from '../content/UnsubscribePage';
import { Navigate, Route, Routes } from 'react-router';
import { AFTER_LOGIN_PATH } from '@broker/domain';
import { DiscoverPage } from '../discover/DiscoverPage';
import { ScreenerPage } from '../screener/ScreenerPage';
import { SharedListPage } from '../discover/SharedListPage';
import { AppropriatenessPage } from '../appropriateness/AppropriatenessPage';
import { AllocationRequestsPage } from '../fund-order/AllocationRequestsPage';
import { CommunityPage } from '../community/CommunityPage';
import { FundPurchasingInfoPage } from '../fund-info/FundPurchasingInfoPage';
import { FAQ_PATH } from '../fund-order/links';
import { ApprovedInstrumentsPage } from '../settings/ApprovedInstrumentsPage';
import { FeeConditionsPage } from '../settings/FeeConditionsPage';
import { IntradayLimitPage } from '../credits/IntradayLimitPage';
import { SecurityPage } from '../settings/SecurityPage';
import { CostInfoPage } from '../fund-order/CostInfoPage';
import { FundOrderPage } from '../fund-order/FundOrderPage';
import { FundOrdersPage } from '../fund-order/FundOrdersPage';
import { InstrumentPage } from '../instrument/InstrumentPage';
import { LoginPage } from '../login/LoginPage';
import { EidCallbackPage } from '../login/EidCallbackPage';
import { SignupPage } from '../signup/SignupPage';
import { NewsArticlePage } from '../news/NewsArticlePage';
import { NewsPage } from '../news/NewsPage';
import { OverviewPage } from '../overview/OverviewPage';
import { WatchlistsPage } from '../watchlists/WatchlistsPage';
import { Layout } from '../shell/Layout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { PageLoading } from '../ui/PageLoading';
import { RequireSession } from '../session/RequireSession';
import { useSession } from '../session/session-context';

function StartRedirect() {
  const { status } = useSession();
  if (status === 'checking') return <PageLoading />;
  return <Navigate to={status === 'loggedIn' ? AFTER_LOGIN_PATH : '/login'} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      {/* The compliance desk: staff pages with their own frame and login (desk/DeskApp.tsx). */}
      <Route path="desk/*" element={<DeskApp />} />
      <Route element={<Layout />}>
        <Route index element={<StartRedirect />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="login/eid-callback" element={<EidCallbackPage />} />
        <Route path="signup" element={<SignupPage />} />
        {/* What a broker shows the public (spec 002 §1): visitors read these without logging in. */}
        <Route path="instrument/:slugOrId" element={<InstrumentPage />} />
        <Route path="news/:newsId" element={<NewsArticlePage />} />
        <Route path="news" element={<NewsPage />} />
        <Route path="discover" element={<DiscoverPage />} />
        <Route path="screener" element={<ScreenerPage />} />
        <Route path="watchlists/shared" element={<SharedListPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route element={<RequireSession />}>
          <Route path="overview" element={<OverviewPage />} />
          <Route path="fund-order/:instrumentId/buy" element={<FundOrderPage mode="buy" />} />
          <Route path="fund-order/:instrumentId/sell" element={<FundOrderPage mode="sell" />} />
          <Route path="orders/funds" element={<FundOrdersPage />} />
          <Route path="orders/requests" element={<AllocationRequestsPage />} />
          <Route path="orders/shares" element={<ShareOrdersPage />} />
          <Route path="transactions" element={<TransactionsPage />} />
          <Route path="tax" element={<TaxPage />} />
          <Route path="netfonds" element={<NetfondsPage />} />
          <Route path="returns" element={<ReturnsPage />} />
          <Route path="dividends" element={<DividendsPage />} />
          <Route path="allocation" element={<AllocationPage />} />
          <Route path="bank-accounts" element={<BankAccountsPage />} />
          <Route path="deposit" element={<DepositPage />} />
          <Route path="deposits/:id" element={<DepositReturnPage />} />
          <Route path="withdraw" element={<WithdrawPage />} />
          <Route path="savings-goals" element={<SavingsGoalsPage />} />
          <Route path="savings-plans" element={<SavingsPlansPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="required-actions" element={<RequiredActionsPage />} />
          <Route path="tasks" element={<TasksPage />} />
          <Route path="positions" element={<PositionsPage />} />
          <Route path="positions/:positionId" element={<PositionPage />} />
          <Route path="cost-info/:instrumentId" element={<CostInfoPage />} />
          <Route path="appropriateness" element={<Navigate to="/" replace />} />
          <Route path="appropriateness/:mifid2Category" element={<AppropriatenessPage />} />
          <Route path="watchlists" element={<WatchlistsPage />} />
          <Route path="settings/approved-instruments" element={<ApprovedInstrumentsPage />} />
          <Route path="settings/fee-conditions" element={<FeeConditionsPage />} />
          <Route path="intraday-limit" element={<IntradayLimitPage />} />
          <Route path="settings/security" element={<SecurityPage />} />
          <Route path="community" element={<CommunityPage />} />
          <Route path="get-started" element={<OnboardingPage />} />
          <Route path="settings/authorizations" element={<AuthorizationsPage />} />
          <Route path="settings/invite" element={<InvitePage />} />
          <Route path="companies/new" element={<CompanyAccountPage />} />
          <Route path="settings/authorizations/accounts/:accid" element={<AuthorizedAccountPage />} />
          <Route path="insurance/:accid" element={<InsurancePage />} />
          <Route path="estate" element={<EstateValuationPage />} />
        </Route>
        <Route path="fund-purchasing-information" element={<Navigate to={FAQ_PATH} replace />} />
        <Route path="fund-purchasing-information/:section" element={<FundPurchasingInfoPage />} />
        <Route path="academy" element={<AcademyPage />} />
        <Route path="academy/:slug" element={<AcademyArticlePage />} />
        <Route path="help/faq" element={<FaqPage />} />
        <Route path="status" element={<StatusPage />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="events/unsubscribe/:token" element={<UnsubscribePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
