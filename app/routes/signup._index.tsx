import type { MetaFunction } from "@remix-run/cloudflare";
import { AuthLayout } from "~/components/auth-layout";

export const meta: MetaFunction = () => [{ title: "Create your account" }];

export default function SignupPage() {
  return <AuthLayout title="Create your account">{null}</AuthLayout>;
}
