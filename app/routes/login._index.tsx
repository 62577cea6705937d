import type { MetaFunction } from "@remix-run/cloudflare";
import { AuthLayout } from "~/components/auth-layout";

export const meta: MetaFunction = () => [{ title: "Sign in" }];

export default function LoginPage() {
  return <AuthLayout title="Sign in to your account">{null}</AuthLayout>;
}
